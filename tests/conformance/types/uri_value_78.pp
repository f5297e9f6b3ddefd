notice([URI('http://a'), 'x'] =~ Array[Variant[URI, String]])
