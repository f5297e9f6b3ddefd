notice(lookup('self_ref'))
