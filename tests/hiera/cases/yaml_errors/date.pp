notice(lookup('when'))
