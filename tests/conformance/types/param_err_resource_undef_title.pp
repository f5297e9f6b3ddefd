notice(Resource[File, undef])
