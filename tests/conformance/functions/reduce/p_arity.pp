notice([1].reduce |$m| { $m })
