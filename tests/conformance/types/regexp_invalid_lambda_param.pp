[/b/].each |Regexp['a('] $r| { notice($r) }
