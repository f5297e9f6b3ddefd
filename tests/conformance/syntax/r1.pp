notice(Resource[undef])
