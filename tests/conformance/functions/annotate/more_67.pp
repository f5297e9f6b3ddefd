notice(annotate)
