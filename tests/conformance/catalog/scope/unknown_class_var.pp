notice($nope::x)
