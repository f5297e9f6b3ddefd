# template: systemd/templates/limits.erb
# variables: as the reference renders it for Systemd::Service_limits[httpd.service] when it compiles tests/erb/exercise/systemd.pp
define systemd::service_limits {
  $ensure = 'present'
  $limits = {'LimitNOFILE' => 8192, 'LimitNPROC' => 16384, 'LimitCORE' => '1G'}
  $path = '/etc/systemd/system'
  $restart_service = false
  $selinux_ignore_defaults = false
  $source = undef
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
systemd::service_limits { 'httpd.service': }
