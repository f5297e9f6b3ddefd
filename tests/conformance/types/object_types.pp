notice(Object)
notice(Error == Error)
notice(Object == Object)
