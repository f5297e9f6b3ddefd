type Tree = Variant[String, Hash[String, Tree]] notice({a => {b => 'c'}} =~ Tree) notice({a => {b => 1}} =~ Tree)
