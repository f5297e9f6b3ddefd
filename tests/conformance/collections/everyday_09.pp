$h = {a => 1} notice($h.map |$k, $v| { "$k=$v" }.join("&"))
