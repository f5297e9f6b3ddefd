notice(Init[Tuple[String]](['a', '%p']))
