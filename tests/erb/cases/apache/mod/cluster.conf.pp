# template: apache/templates/mod/cluster.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Cluster] when it compiles tests/erb/exercise/apache_cluster.pp
class apache::mod::cluster {
  $advertise_frequency = undef
  $allowed_network = '192.0.2.0/24'
  $balancer_name = 'balancer'
  $enable_mcpm_receive = true
  $ip = '192.0.2.10'
  $keep_alive_timeout = 60
  $manager_allowed_network = '127.0.0.1'
  $max_keep_alive_requests = 0
  $port = '6666'
  $server_advertise = true
  $version = '1.3.1'
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::cluster
