$s = Sensitive('secret')
notice("pw: ${s}")
notice($s)
