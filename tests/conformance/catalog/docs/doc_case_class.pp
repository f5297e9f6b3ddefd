$role = 'web'
case $role {
  'web': { include webserver }
  'db':  { include dbserver }
  default: { notice('nothing') }
}
class webserver { notice("webserver in ${name}") }
class dbserver { }
