$base = URI('https://forge.example.com/v3/modules/')
$names = ['stdlib', 'concat', '../releases?limit=5']
$names.each |$n| {
  $u = $base + $n
  notice("${u} host=${u.host} path=${u.path} query=${u.query}")
}
$api = URI('https://api.example.com:8443/base/index.html')
notice($api + 'v2/items#top')
notice($api + URI('//mirror.example.org/x'))
notice(($api + 'a/b/../c').path)
notice($api + 'other' == URI('https://api.example.com:8443/base/other'))
notice(type($api + '/root', generalized))
