type ::Notify = String
notify { "a": }
