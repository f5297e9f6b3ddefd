class nested::a::b { notice('nested::a::b') }
class nested::a::b::c { notice('nested::a::b::c from a/b.pp') }
