notice(Type('::MyA'))
