class app(Optional[String] $proxy = undef, Array[String] $opts = [], Hash $env = {}) {
  if $proxy { notice("proxy ${proxy}") } else { notice('no proxy') }
  notice($opts)
  notice($env)
}
class { 'app': opts => ['a'] }
