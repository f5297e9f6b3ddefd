class profile::base(
  Hash[String, Variant[String, Integer]] $settings = { 'a' => 1, 'b' => 'two' },
) {
  $settings.each |String $k, $v| {
    $t = type($v, 'generalized')
    notice("${k} is ${t}")
  }
  $upper = $settings.map |$k, $v| { [$k.upcase, $v] }.convert_to(Hash)
  notice($upper)
}
include profile::base
