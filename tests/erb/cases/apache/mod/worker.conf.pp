# template: apache/templates/mod/worker.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Worker] when it compiles tests/erb/exercise/apache_cluster.pp
class apache::mod::worker {
  $_apache_version = '2.4'
  $apache_version = undef
  $listenbacklog = '511'
  $maxclients = '150'
  $maxrequestsperchild = '0'
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
include apache::mod::worker
