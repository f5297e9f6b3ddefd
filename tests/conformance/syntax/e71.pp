@class foo { }
