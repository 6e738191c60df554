import { Global, Module } from '@nestjs/common';
import { ListReader } from './list-reader';

/** The list machinery every feature's lists use (ListReader); the tables it reads come with DatabaseModule. */
@Global()
@Module({
  providers: [ListReader],
  exports: [ListReader],
})
export class ListsModule {}
