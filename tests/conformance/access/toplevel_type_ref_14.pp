notice(::Resource['file'])
