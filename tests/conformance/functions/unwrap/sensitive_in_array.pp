notice([Sensitive('a')].map |$s| { unwrap($s) })
