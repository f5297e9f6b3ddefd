class c {
  notice('in c')
  mysql::db { 'x': }
}
include c
