class a { notify { 'a': } }
class b { require a notify { 'b': } }
include b
notice(Notify['b'][require])
