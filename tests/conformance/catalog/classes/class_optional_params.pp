class app (
  String $version,
  Optional[String] $proxy = undef,
  Array[String] $plugins = [],
  Hash $settings = { 'a' => 1 },
  Enum['on', 'off'] $mode = 'on',
) {
  notice("${version} ${proxy} ${plugins} ${settings} ${mode}")
}
class { 'app': version => '1.2' }
notice(Class['app']['version'])
notice(Class['app']['mode'])
