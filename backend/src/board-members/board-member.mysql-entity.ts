import { boardMemberSchemas } from './board-member.entities';

/** The board member tables as a MySQL/MariaDB data source opened without the app maps them (see data-source-options.ts). */
export const BOARD_MEMBER_SCHEMAS = boardMemberSchemas('mysql');
