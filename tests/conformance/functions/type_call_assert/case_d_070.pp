notice(annotate(Sensitive, 'x'))
