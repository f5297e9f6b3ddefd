class foo {}
class a::b {}
include foo, a::b
notice(defined(Resource['class', 'foo']))
notice(defined(Resource['class', 'Foo']))
notice(defined(Resource['class', 'a::b']))
notice(defined(Resource['class', 'A::B']))
notice(defined(Resource['class', 'A::b']))
notice(defined(Resource['class', 'main']))
notice(defined(Resource['class', '']))
notice(defined(Resource['class', 'settings']))
