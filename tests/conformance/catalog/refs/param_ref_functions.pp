define d($r, $list) {
  notice($list.map |$x| { "<${x}>" })
  notice(inline_epp('<%= $r %>|<%= $list %>'))
  notice([$r, $r].unique)
  notice(size($list))
  notice(values({ a => $r }))
  notice("${r}" =~ /Notify/)
  notice(upcase("${r}"))
  notice($list.flatten)
  notice(with($r) |$x| { $x })
  notice($list.filter |$x| { $x =~ Type[Notify] })
  notice(String($list))
  notice(empty($list))
  notice($list =~ Array[Type[Resource]])
  notice($list.reverse_each.map |$x| { $x })
}
d { 'a': r => Notify['x'], list => [Notify['x'], File['/y'], Class['main']] }
notify { 'x': }
file { '/y': }
