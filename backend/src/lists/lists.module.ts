import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ListCount } from './list-count.entity';
import { ListReader } from './list-reader';
import { SearchWord } from './search-word.entity';

/** The list machinery every feature's lists use (ListReader); the tables it reads come with DatabaseModule. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ListCount, SearchWord])],
  providers: [ListReader],
  exports: [ListReader],
})
export class ListsModule {}
