# template: apache/templates/mod/jk/workers.properties.erb
# variables: as the reference renders it for Class[Apache::Mod::Jk] when it compiles tests/erb/exercise/apache_event.pp
class apache::mod::jk {
  $_ip = '192.0.2.10'
  $add_listen = true
  $auth_type_indicator = undef
  $auto_alias = undef
  $certchain_prefix = undef
  $certs_indicator = undef
  $cipher_indicator = undef
  $env_var = {}
  $extract_ssl = undef
  $https_indicator = undef
  $ignore_cl_indicator = undef
  $ip = undef
  $keysize_indicator = undef
  $local_addr_indicator = undef
  $local_name_indicator = undef
  $local_port_indicator = undef
  $location_list = []
  $log_dir = '/var/log/apache2'
  $log_file = 'mod_jk.log'
  $log_level = undef
  $log_path = '/var/log/apache2/mod_jk.log'
  $log_stamp_format = undef
  $logroot = undef
  $mod_dir = '/etc/apache2/mods-available'
  $mount = {'worker1' => ['/app1', '/app1/*'], 'worker2' => ['/app2/*']}
  $mount_copy = undef
  $mount_file = 'conf/uriworkermap.properties'
  $mount_file_content = {}
  $mount_file_reload = undef
  $options = []
  $port = 80
  $remote_addr_indicator = undef
  $remote_host_indicator = undef
  $remote_port_indicator = undef
  $remote_user_indicator = undef
  $request_log_format = undef
  $session_indicator = undef
  $shm_file = 'jk-runtime-status'
  $shm_path = '/var/log/apache2/jk-runtime-status'
  $shm_size = undef
  $sslprotocol_indicator = undef
  $strip_session = undef
  $un_mount = {'worker1' => ['/app1/static/*']}
  $watchdog_interval = undef
  $worker_indicator = undef
  $worker_property = {'worker.list' => 'tcnode1,tcnode2', 'worker.tcnode1.port' => '8009', 'worker.tcnode1.host' => 'tc1.example.com'}
  $workers_file = 'conf/workers.properties'
  $workers_file_content = {}
  $workers_path = '/etc/apache2/conf/workers.properties'
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::jk
