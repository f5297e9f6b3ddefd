class db { package { 'postgresql': } }
class app {
  require db
  service { 'app': }
}
include app
