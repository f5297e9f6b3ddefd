notice([1,2,3].with |$a| { $a.length })
