notice([URI('http://a'), URI('http://b')].map |$u| { $u.host })
