[package { 'a': }, package { 'b': }] -> service { 'c': }
