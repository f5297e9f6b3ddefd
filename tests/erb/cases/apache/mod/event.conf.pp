# template: apache/templates/mod/event.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Event] when it compiles tests/erb/exercise/apache_event.pp
class apache::mod::event {
  $_apache_version = '2.4'
  $apache_version = undef
  $listenbacklog = '511'
  $maxclients = '150'
  $maxconnectionsperchild = undef
  $maxrequestsperchild = '0'
  $maxrequestworkers = undef
  $maxsparethreads = '75'
  $minsparethreads = '25'
  $serverlimit = '25'
  $startservers = '2'
  $threadlimit = '64'
  $threadsperchild = '25'
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::event
