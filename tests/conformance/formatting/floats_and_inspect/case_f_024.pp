notice([undef, default, true, Integer, /r/, Sensitive(1)])
