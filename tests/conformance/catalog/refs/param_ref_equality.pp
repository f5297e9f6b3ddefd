define d($r) {
  notice(Notify["x"] != $r)
  notice([$r] == [$r])
  notice($r in [$r])
  notice({a => $r} == {a => $r})
  notice(Notify["x"] == $r)
  notice($r == $r)
  notice([Notify["x"]] == [$r])
  notice($r =~ Notify["x"])
  notice($r =~ Type[Notify["x"]])
  notice($r ? { Notify["x"] => "sel-type", default => "sel-default" })
  notice($r ? { $r => "sel-same", default => "sel-default" })
  notice([1, $r].index($r))
  notice(unique([$r, Notify["x"]]))
  notice($r == "Notify[x]")
}
d { 'a': r => Notify['x'] }
notify { 'x': }
