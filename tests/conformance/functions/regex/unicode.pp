notice('héllo'.match(/h.l/))
notice('日本語'.match(/本./))
notice('ü' =~ /\w/)
