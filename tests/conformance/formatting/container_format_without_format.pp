# a container format hash without 'format' has no format to apply
notice(String([1, 'a'], {Array => {separator => ' |'}}))
