class profile::ntp (
  Array[String] $servers = lookup('profile::ntp::servers', Array[String], 'unique', ['0.pool.ntp.org', '1.pool.ntp.org']),
  Boolean $enabled = lookup('profile::ntp::enabled', Boolean, 'first', true),
  Hash $options = lookup('profile::ntp::options', { 'value_type' => Hash, 'merge' => 'deep', 'default_value' => { 'iburst' => true } }),
) {
  notice("servers: ${servers.join(', ')}")
  notice("enabled: ${enabled}")
  notice($options)
}
include profile::ntp
$port = lookup('app::port') |$key| { 8080 }
notice("${port} from default block")
$users = lookup(['app::users', 'users'], Array, 'unique', [])
notice($users.length)
