notice("héllo".reverse_each.map |$c| { $c })
notice(Enum[x, y, z].reverse_each.map |$c| { $c })
notice(Integer[3, 1].map |$c| { $c })
