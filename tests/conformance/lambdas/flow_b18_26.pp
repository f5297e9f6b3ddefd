notice([[1,2],[3,4]].map |Array $a| { $a })
