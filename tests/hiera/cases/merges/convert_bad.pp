notice(lookup('converted_bad'))
