$s = Sensitive('pw')
notice("pw=${s}")
notice("${s.unwrap}")
