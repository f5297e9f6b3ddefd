type Foo = Object[{attributes => {a => Integer}}]
notice(Integer =~ Foo)
notice(Foo =~ Object)
notice(Foo =~ Foo)
notice(Object =~ Foo)
notice(Error =~ Object)
notice(Runtime =~ Object)
notice(TypeSet =~ Object)
notice(Integer =~ Variant[Object, String])
notice(Integer =~ Optional[Object])
notice([Integer] =~ Array[Object])
notice({a => Integer} =~ Hash[String, Object])
case Integer { Object: { notice('obj') } default: { notice('def') } }
function f(Object $x) { notice($x) }
f(String)
notice(Integer =~ RichData)
notice([Integer] =~ RichData)
